import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Body, Result } from '@/shared/api/contractTypes';
import { useAdminNotice } from '../desk/useAdminNotice';
import { useSaveMailSettingsMutation } from './mailApi';
import { AUTHOR_NOTICE_LABELS, DIGEST_HOURS, TLS_LABELS, type AuthorNotices, type TlsMode } from './mailLabels';
import { SECRET_KEPT_HINT } from '../desk/secretHint';

type Desk = Result<'mail.settings'>['desk'];
type Values = Omit<Body<'mail.saveSettings'>, 'port' | 'digestHour'> & {
  port: string;
  password: string;
  digestHour: number;
};

const TEXT_FIELDS: {
  key: 'host' | 'port' | 'username' | 'fromName' | 'fromAddress' | 'notifyAddress';
  label: string;
  helper?: string;
}[] = [
  { key: 'host', label: 'SMTP 服务器', helper: '如 smtp.qq.com；留空则使用环境变量 SMTP_URL' },
  { key: 'port', label: '端口', helper: '常见：25（不加密）、587（STARTTLS）、465（SSL/TLS）' },
  { key: 'username', label: '用户名' },
  { key: 'fromName', label: '发件人名称' },
  { key: 'fromAddress', label: '发件地址', helper: '留空则使用环境变量 MAIL_FROM' },
  {
    key: 'notifyAddress',
    label: '接收通知的邮箱',
    helper: '新评论、留言、友链申请与待审核内容发到这里；留空则发到发件地址',
  },
];

/** The desk's SMTP settings (docs/behaviour.md §5.3); the password is only ever sent, never shown. */
export function MailSettingsForm({ desk }: { desk: Desk }) {
  const [values, setValues] = useState<Values>(() => ({
    ...desk,
    port: desk.port ? String(desk.port) : '',
    password: '',
  }));
  const [save, { isLoading }] = useSaveMailSettingsMutation();
  const act = useAdminNotice();
  const set = (key: keyof Values, value: string | number) => setValues((old) => ({ ...old, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { password, port, ...rest } = values;
    const body = { ...rest, port: Number(port) || 0, ...(password ? { password } : {}) };
    void act(save(body), { success: '保存成功' }).then((done) => done && set('password', ''));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      {TEXT_FIELDS.slice(0, 2).map(({ key, label, helper }) => (
        <TextField
          key={key}
          label={label}
          helperText={helper}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      ))}
      <TextField select label="加密方式" value={values.tls} onChange={(e) => set('tls', e.target.value as TlsMode)}>
        {(Object.keys(TLS_LABELS) as TlsMode[]).map((mode) => (
          <MenuItem key={mode} value={mode}>
            {TLS_LABELS[mode]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={TEXT_FIELDS[2].label}
        value={values.username}
        onChange={(e) => set('username', e.target.value)}
      />
      <TextField
        label="密码"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        helperText={desk.passwordSet ? SECRET_KEPT_HINT : '未设置'}
      />
      {TEXT_FIELDS.slice(3).map(({ key, label, helper }) => (
        <TextField
          key={key}
          label={label}
          helperText={helper}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      ))}
      <TextField
        select
        label="作者通知"
        value={values.authorNotices}
        onChange={(e) => set('authorNotices', e.target.value as AuthorNotices)}
        helperText="每日汇总：新评论、留言、友链申请与待审核内容每天合成一封邮件（推送渠道同样一天一条）"
      >
        {(Object.keys(AUTHOR_NOTICE_LABELS) as AuthorNotices[]).map((mode) => (
          <MenuItem key={mode} value={mode}>
            {AUTHOR_NOTICE_LABELS[mode]}
          </MenuItem>
        ))}
      </TextField>
      {values.authorNotices === 'digest' && (
        <TextField
          select
          label="汇总时间"
          value={values.digestHour}
          onChange={(e) => set('digestHour', Number(e.target.value))}
          helperText="按博客时区（BLOG_TZ）；这一天没有新通知则不发"
        >
          {DIGEST_HOURS.map((hour) => (
            <MenuItem key={hour} value={hour}>
              {`${hour}:00`}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          保存设置
        </Button>
      </Box>
    </Box>
  );
}
