import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Result } from '@/shared/api/contractTypes';
import { useAdminNotice } from '../../desk/useAdminNotice';
import { PushChannelForm } from './PushChannelForm';
import { usePushChannelsQuery, useRemovePushChannelMutation, useTestPushChannelMutation } from './pushApi';
import { PUSH_TYPE_LABELS, type PushChannel } from './pushLabels';

/** One channel's line: its name and type, 测试 (the answer verbatim), 编辑 and 删除. */
function ChannelRow({ channel, onEdit }: { channel: PushChannel; onEdit: () => void }) {
  const [answer, setAnswer] = useState<Result<'push.test'> | null>(null);
  const [test, { isLoading: testing }] = useTestPushChannelMutation();
  const [remove, { isLoading: removing }] = useRemovePushChannelMutation();
  const act = useAdminNotice();
  const runTest = async () => {
    setAnswer(null);
    const outcome = await act(test(channel.id));
    if (outcome) setAnswer(outcome.data);
  };
  return (
    <Box
      component="li"
      aria-label={channel.name}
      sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ flex: 1 }}>
          {channel.name}（{PUSH_TYPE_LABELS[channel.type]}）{channel.enabled ? '' : '· 已停用'}
        </Typography>
        <Button size="small" variant="outlined" disabled={testing} onClick={() => void runTest()}>
          测试
        </Button>
        <Button size="small" onClick={onEdit}>
          编辑
        </Button>
        <Button
          size="small"
          color="error"
          disabled={removing}
          onClick={() => void act(remove(channel.id), { success: '已删除' })}
        >
          删除
        </Button>
      </Box>
      {answer && (
        <Alert severity={answer.ok ? 'success' : 'error'} sx={{ mt: 1 }}>
          {answer.ok ? '测试推送已发出，对方回复：' : '发送失败，对方回复：'}
          <Box
            component="code"
            data-testid="push-answer"
            sx={{ display: 'block', mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          >
            {answer.response}
          </Box>
        </Alert>
      )}
    </Box>
  );
}

/** 即时通讯推送: the author's webhook channels, each notice also pushed to every enabled one (docs/behaviour.md §5.3.1). */
export function PushChannelsSection() {
  const { data, isLoading, isError } = usePushChannelsQuery();
  /** 'new', a channel's id being edited, or null. */
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const done = () => setEditing(null);
  return (
    <Box component="section" aria-label="即时通讯推送" sx={{ display: 'grid', gap: 2, maxWidth: 640, mt: 6 }}>
      <Typography variant="h6" component="h2">
        即时通讯推送
      </Typography>
      <Typography variant="body2" color="text.secondary">
        新评论、留言与友链申请也推送到下列已启用的渠道（与邮件一样排队、失败重试，记录见发送记录）。
      </Typography>
      {isError ? (
        <Alert severity="error">加载失败</Alert>
      ) : isLoading || !data ? (
        <Skeleton variant="rectangular" height={120} />
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {data.length === 0 && <Typography color="text.secondary">还没有推送渠道</Typography>}
          {data.map((channel) =>
            editing === channel.id ? (
              <PushChannelForm key={channel.id} channel={channel} onDone={done} />
            ) : (
              <ChannelRow key={channel.id} channel={channel} onEdit={() => setEditing(channel.id)} />
            ),
          )}
        </Box>
      )}
      {editing === 'new' ? (
        <PushChannelForm onDone={done} />
      ) : (
        <Box>
          <Button variant="outlined" onClick={() => setEditing('new')}>
            添加渠道
          </Button>
        </Box>
      )}
    </Box>
  );
}
