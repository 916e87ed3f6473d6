import { dockedSx, FLOATING_STACK } from '@/shared/hooks/useFloatingAside';

/** The chat button's name and place (docs/behaviour.md §6.1), one for the launcher and the widget. */
export const CHAT_FAB_LABEL = '聊天室';
export const chatFabSx = {
  position: 'fixed',
  right: FLOATING_STACK.right,
  bottom: 96,
  zIndex: 1200,
  ...dockedSx('chat'),
} as const;
