import { render, screen } from '@testing-library/react';
import type { ChatMessageDto } from '@protocol/chatProtocol';
import { ChatMessageItem } from './ChatMessageItem';

const message = (fields: Partial<ChatMessageDto>): ChatMessageDto => ({
  id: 1,
  user_id: 2,
  nick_name: '砚主',
  avatar: '',
  content: '你好',
  content_type: 'text',
  createdAt: '2025-01-01 10:00:00',
  ...fields,
});

describe('ChatMessageItem 博主 mark', () => {
  it('marks a message whose server-given role is the admin', () => {
    render(<ChatMessageItem message={message({ role: 1 })} own={false} canRevert={false} onRevert={() => {}} />);
    expect(screen.getByTestId('chat-owner-badge')).toHaveTextContent('博主');
  });

  it('does not mark a user who copied the admin nickname and avatar', () => {
    render(
      <ChatMessageItem
        message={message({ role: 2, nick_name: '砚主' })}
        own={false}
        canRevert={false}
        onRevert={() => {}}
      />,
    );
    expect(screen.queryByTestId('chat-owner-badge')).toBeNull();
    expect(screen.queryByText('博主')).toBeNull();
  });
});

describe('ChatMessageItem time (docs/behaviour.md §6.1)', () => {
  it('shows HH:mm for today, never the seconds; the full time on hover', () => {
    jest.useFakeTimers({ now: new Date(2025, 0, 1, 18, 0, 0) });
    try {
      render(<ChatMessageItem message={message({})} own={false} canRevert={false} onRevert={() => {}} />);
      const time = screen.getByTitle('2025-01-01 10:00:00');
      expect(time).toHaveTextContent(/^10:00$/);
      expect(time).toHaveAttribute('datetime', '2025-01-01T10:00:00');
    } finally {
      jest.useRealTimers();
    }
  });
});
