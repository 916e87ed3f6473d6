// Public surface of the notifications feature (the bell itself is composed by src/app/AppShell.tsx).
export { useNotificationJump, type JumpableNotification } from './useNotificationJump';
