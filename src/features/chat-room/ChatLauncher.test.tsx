import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ChatLauncher } from './ChatLauncher';

// docs/architecture.md "Boot on intent": the server-rendered stand-in for the chat button.
test('is the chat button by name, hidden on "/" like the widget, and asks to open', () => {
  const onOpen = jest.fn();
  const { unmount } = render(
    <MemoryRouter initialEntries={['/']}>
      <ChatLauncher onOpen={onOpen} />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('button', { name: '聊天室' })).toBeNull();
  unmount();
  render(
    <MemoryRouter initialEntries={['/talk']}>
      <ChatLauncher onOpen={onOpen} />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: '聊天室' }));
  expect(onOpen).toHaveBeenCalledTimes(1);
});
