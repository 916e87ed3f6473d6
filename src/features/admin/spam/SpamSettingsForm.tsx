import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MenuItem from '@mui/material/MenuItem';
import { CAPTCHA_LIMITS, REVIEW_POLICIES, REVIEW_POLICY_LABELS, type ReviewPolicy } from '@protocol/spamRules';
import type { Result } from '@/shared/api/contractTypes';
import { useAdminNotice } from '../desk/useAdminNotice';
import { useSaveSpamSettingsMutation, useSpamSettingsQuery } from './spamApi';

type Settings = Result<'spam.settings'>;
type NumberKey = { [K in keyof Settings]: Settings[K] extends number ? K : never }[keyof Settings];

type PolicyKey = 'review_comment' | 'review_message' | 'review_talk_comment' | 'review_link';
/** The review policy of each kind (docs/behaviour.md §13.2). */
const POLICIES: { key: PolicyKey; label: string }[] = [
  { key: 'review_comment', label: '评论审核' },
  { key: 'review_message', label: '留言审核' },
  { key: 'review_talk_comment', label: '说说评论审核' },
  { key: 'review_link', label: '友链申请审核' },
];

/** The numeric settings, with the server's bounds (protocol/api/spam.ts). */
const NUMBERS: { key: NumberKey; label: string; min: number; max: number }[] = [
  { key: 'max_links', label: '链接数超过此值时转人工审核', min: 0, max: 100 },
  { key: 'min_fill_seconds', label: '表单最短填写时间（秒，0 为不检查）', min: 0, max: 120 },
  {
    key: 'captcha_max_number',
    label: '人机验证难度（最大计算次数，越大越难）',
    min: CAPTCHA_LIMITS.minNumber,
    max: CAPTCHA_LIMITS.maxNumber,
  },
];

function SettingsFields({ settings }: { settings: Settings }) {
  const [values, setValues] = useState(settings);
  const [save, { isLoading }] = useSaveSpamSettingsMutation();
  const act = useAdminNotice();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void act(save(values), { success: '保存成功' });
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
    >
      {NUMBERS.map(({ key, label, min, max }) => (
        <TextField
          key={key}
          type="number"
          label={label}
          value={values[key]}
          onChange={(event) =>
            setValues((old) => ({ ...old, [key]: Math.min(max, Math.max(min, Number(event.target.value) || 0)) }))
          }
          slotProps={{ htmlInput: { min, max } }}
        />
      ))}
      {POLICIES.map(({ key, label }) => (
        <TextField
          key={key}
          select
          label={label}
          value={values[key]}
          onChange={(event) => setValues((old) => ({ ...old, [key]: event.target.value as ReviewPolicy }))}
        >
          {REVIEW_POLICIES.map((policy) => (
            <MenuItem key={policy} value={policy}>
              {REVIEW_POLICY_LABELS[policy]}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          保存设置
        </Button>
      </Box>
    </Box>
  );
}

/** 检查设置: the shield's thresholds (docs/behaviour.md §13). */
export function SpamSettingsForm() {
  const { data } = useSpamSettingsQuery();
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        检查设置
      </Typography>
      {data ? <SettingsFields settings={data} /> : <Skeleton variant="rectangular" height={120} />}
    </Box>
  );
}
