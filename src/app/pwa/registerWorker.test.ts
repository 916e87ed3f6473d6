import { KEEP_OPEN_PAGE } from '@protocol/webApp';
import { keepPageOnceControlled } from './registerWorker';

// docs/behaviour.md §12.2: a page loaded before the worker was ready asks it to keep the page once
// the worker controls it.
function fakeContainer(controlled: boolean) {
  const postMessage = jest.fn();
  const target = new EventTarget();
  const container = Object.assign(target, { controller: controlled ? { postMessage } : null });
  const takeOver = () => {
    container.controller = { postMessage };
    target.dispatchEvent(new Event('controllerchange'));
  };
  return { container: container as unknown as ServiceWorkerContainer, postMessage, takeOver };
}

beforeEach(() => {
  document.body.innerHTML = '<img src="/uploads/a.png" alt="a"><img src="/uploads/b.png" alt="b">';
  window.history.replaceState(null, '', '/article?id=3');
});

it('waits for the first worker to take the page over, then sends the page and its pictures once', () => {
  const { container, postMessage, takeOver } = fakeContainer(false);
  keepPageOnceControlled(container, document);
  expect(postMessage).not.toHaveBeenCalled();
  takeOver();
  takeOver();
  expect(postMessage).toHaveBeenCalledTimes(1);
  expect(postMessage).toHaveBeenCalledWith({
    type: KEEP_OPEN_PAGE,
    url: 'http://localhost/article?id=3',
    images: ['http://localhost/uploads/a.png', 'http://localhost/uploads/b.png'],
  });
});

it('sends at once when a worker already took over before the registration ran', () => {
  const { container, postMessage } = fakeContainer(true);
  keepPageOnceControlled(container, document);
  expect(postMessage).toHaveBeenCalledTimes(1);
});
