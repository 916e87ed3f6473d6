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
