import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import RefreshIcon from '@mui/icons-material/Refresh';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectIsAdmin, selectUserInfo } from '@/features/auth';
import { useGetSiteConfigQuery } from '@/features/site';
import type { OnlineUser } from '@protocol/chatProtocol';
import { useMutationNotice } from '@/shared/api/useMutationNotice';
import { chatOfflineRequested, chatReconnectRequested } from './chatActions';
import { useClearChatMutation } from './chatApi';
import { selectChatStatus, selectKicked, selectOnlineList } from './chatSlice';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { CHAT_TEXT } from './chatTexts';
import { webpSources } from '@/shared/components/image/imageSources';

type Pending = { kind: 'clear' } | { kind: 'offline'; user: OnlineUser } | null;

/** docs/behaviour.md §6.1 header: title, 连接中... or the online count, the online users, clear (admin), reconnect, close. */
export function ChatHeader({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  // The room title is the site config's chat_title: one request, refreshed by an admin's change.
  const { data: title } = useGetSiteConfigQuery(undefined, {
    selectFromResult: ({ data }) => ({ data: data?.chat_title }),
  });
  const status = useAppSelector(selectChatStatus);
  const kicked = useAppSelector(selectKicked);
  const online = useAppSelector(selectOnlineList);
  const isAdmin = useAppSelector(selectIsAdmin);
  const me = useAppSelector(selectUserInfo);
  const [clearChat] = useClearChatMutation();
  const notify = useMutationNotice();
  const [pending, setPending] = useState<Pending>(null);

  const confirm = async () => {
    const action = pending;
    setPending(null);
    if (action?.kind === 'offline') dispatch(chatOfflineRequested(action.user.user_id));
    if (action?.kind === 'clear') {
      void notify(clearChat(), CHAT_TEXT.cleared);
    }
  };

  return (
    <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title || CHAT_TEXT.defaultTitle}
        </Typography>
        <Typography data-testid="chat-status" variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {kicked
            ? CHAT_TEXT.kicked
            : status === 'open'
              ? CHAT_TEXT.online(online.length)
              : status === 'offline'
                ? CHAT_TEXT.offline
                : CHAT_TEXT.connecting}
        </Typography>
        {isAdmin && (
          <Tooltip title="清空聊天记录">
            <IconButton aria-label="清空聊天记录" size="small" onClick={() => setPending({ kind: 'clear' })}>
              <DeleteSweepIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="重新连接">
          <IconButton aria-label="重新连接" size="small" onClick={() => dispatch(chatReconnectRequested())}>
            <RefreshIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <IconButton aria-label="关闭聊天室" size="small" onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box data-testid="chat-online-list" sx={{ display: 'flex', gap: 0.5, mt: 1, overflowX: 'auto' }}>
        {online.map((u) => {
          const canKick = isAdmin && u.user_id !== me?.id;
          return (
            <Chip
              key={u.user_id}
              size="small"
              avatar={
                <Avatar {...webpSources(u.avatar, 40)} alt="" src={u.avatar || undefined}>
                  {u.nick_name.slice(0, 1)}
                </Avatar>
              }
              label={u.nick_name}
              onDelete={canKick ? () => setPending({ kind: 'offline', user: u }) : undefined}
              deleteIcon={<PowerSettingsNewIcon aria-label={`强制下线${u.nick_name}`} />}
            />
          );
        })}
      </Box>
      <ConfirmDialog
        text={
          pending
            ? pending.kind === 'clear'
              ? CHAT_TEXT.clearConfirm
              : CHAT_TEXT.offlineConfirm(pending.user.nick_name)
            : null
        }
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}
