import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyComponent } from './lazyComponent';

describe('lazyComponent', () => {
  it('downloads once, whether preload or the first render asks first', async () => {
    const load = jest.fn(async () => ({ title }: { title: string }) => <h1>{title}</h1>);
    const { Component, preload } = lazyComponent(load);
    preload();
    preload();
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Component title="砚" />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '砚' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed preload be tried again by the next caller', async () => {
    jest.useFakeTimers();
    try {
      const load = jest
        .fn<Promise<ComponentType<object>>, []>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockRejectedValueOnce(new Error('still offline'))
        .mockResolvedValue(() => <p>好了</p>);
      const { Component, preload } = lazyComponent(load);
      preload();
      await jest.advanceTimersByTimeAsync(1000); // the one retry inside the first fetch
      expect(load).toHaveBeenCalledTimes(2);
      render(
        <Suspense fallback={null}>
          <Component />
        </Suspense>,
      );
      expect(await screen.findByText('好了')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('lazyComponent once loaded', () => {
  it('renders synchronously, without Suspense (server render, hydration of the first page)', async () => {
    const { renderToString } = await import('react-dom/server');
    const { Component, preload } = lazyComponent(async () => ({ title }: { title: string }) => <h1>{title}</h1>);
    await preload();
    expect(renderToString(<Component title="砚" />)).toBe('<h1>砚</h1>');
  });
});
