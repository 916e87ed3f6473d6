import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminUserRow } from '@protocol/adminRows';
import { useAdminUpdateMutation } from '../desk/adminCrudApi';
import { AdminTable, type Column } from '../desk/AdminTable';
import { useAdminTable } from '../desk/useAdminTable';

/** role 1 is an admin, 2 a reader (docs/admin-api.md). */
const isAdmin = (row: AdminUserRow) => row.role === 1;

const COLUMNS: Column<AdminUserRow>[] = [
  { key: 'username', label: '用户名' },
  { key: 'nick_name', label: '昵称' },
  {
    key: 'role',
    label: '角色',
    render: (row) => (isAdmin(row) ? <Chip size="small" color="primary" label="管理员" /> : '用户'),
  },
  {
    key: 'disabled',
    label: '状态',
    render: (row) => (row.disabled ? <Chip size="small" label="已停用" /> : '正常'),
  },
  { key: 'createdAt', label: '注册时间' },
];

/**
 * Users: search, disable / enable, make or remove admin. The server refuses to demote or disable the
 * last admin; its message is shown as an error notice.
 */
export function UsersPage() {
  const table = useAdminTable('user');
  const [update] = useAdminUpdateMutation();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        用户管理
      </Typography>
      <AdminTable
        noun="用户"
        table={table}
        columns={COLUMNS}
        deletable={false}
        rowActions={(row) => {
          const admin = isAdmin(row);
          const { disabled } = row;
          const name = row.nick_name;
          return (
            <>
              <Button
                size="small"
                aria-label={`${admin ? '取消管理员' : '设为管理员'} ${name}`}
                onClick={() =>
                  void table.act(
                    update({ resource: 'user', id: row.id, body: { role: admin ? 2 : 1 } }),
                    admin ? '已取消管理员' : '已设为管理员',
                  )
                }
              >
                {admin ? '取消管理员' : '设为管理员'}
              </Button>
              <Button
                size="small"
                aria-label={`${disabled ? '启用' : '停用'} ${name}`}
                onClick={() =>
                  void table.act(
                    update({ resource: 'user', id: row.id, body: { disabled: !disabled } }),
                    disabled ? '已启用' : '已停用',
                  )
                }
              >
                {disabled ? '启用' : '停用'}
              </Button>
            </>
          );
        }}
      />
    </>
  );
}
