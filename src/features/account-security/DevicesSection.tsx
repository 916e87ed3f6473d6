import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useAppDispatch } from '@/app/hooks';
import { settleMutation } from '@/shared/api/useMutationNotice';
import { useGetDevicesQuery, useRevokeDeviceMutation, useRevokeOtherDevicesMutation } from './securityApi';

/**
 * docs/behaviour.md §4.7 登录设备: each live login with its browser and system, network, first and
 * last seen; the current one marked; 退出此设备 on the others and 退出其他设备 for all of them.
 */
export function DevicesSection() {
  const dispatch = useAppDispatch();
  const { data: devices = [] } = useGetDevicesQuery();
  const [revoke, revokeState] = useRevokeDeviceMutation();
  const [revokeOthers, othersState] = useRevokeOtherDevicesMutation();
  const busy = revokeState.isLoading || othersState.isLoading;
  const others = devices.filter((device) => !device.current);

  return (
    <Box>
      <List aria-label="登录设备" dense>
        {devices.map((device) => (
          <ListItem
            key={device.id}
            divider
            secondaryAction={
              device.current ? (
                <Chip size="small" color="primary" label="当前设备" />
              ) : (
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() =>
                    void settleMutation(dispatch, revoke({ id: device.id }), {
                      success: '已退出该设备',
                      refused: '操作失败',
                    })
                  }
                >
                  退出此设备
                </Button>
              )
            }
          >
            <ListItemText
              primary={device.network ? `${device.device}（${device.network}）` : device.device}
              secondary={`首次登录 ${device.createdAt} · 最近活动 ${device.lastSeenAt}`}
            />
          </ListItem>
        ))}
      </List>
      <Button
        variant="outlined"
        color="error"
        disabled={busy || others.length === 0}
        onClick={() =>
          void settleMutation(dispatch, revokeOthers(), { success: '已退出其他设备', refused: '操作失败' })
        }
      >
        退出其他设备
      </Button>
    </Box>
  );
}
