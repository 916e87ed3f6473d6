import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WORD_ACTIONS, WORD_ACTION_LABELS, WORD_LIST_LIMITS, type WordAction } from '@protocol/spamRules';
import { PageState } from '@/shared/components/PageState';
import type { Result } from '@/shared/api/contractTypes';
import { useAdminNotice } from '../desk/useAdminNotice';
import { SpamSettingsForm } from './SpamSettingsForm';
import { AkismetForm } from './AkismetForm';
import { useSaveWordListsMutation, useWordListsQuery } from './spamApi';

type WordList = Result<'spam.wordLists'>[number];
/** A list as edited: its words as one text, a word a line. */
interface Draft {
  name: string;
  action: WordAction;
  text: string;
}

const toDraft = (list: WordList): Draft => ({ name: list.name, action: list.action, text: list.words.join('\n') });
const toList = (draft: Draft): WordList => ({
  name: draft.name.trim(),
  action: draft.action,
  words: draft.text
    .split('\n')
    .map((word) => word.trim())
    .filter((word) => word !== ''),
});

/** The lists' editor: each list a name, an action and its words; saved all at once. */
function WordListsForm({ lists }: { lists: WordList[] }) {
  const [drafts, setDrafts] = useState<Draft[]>(() => lists.map(toDraft));
  const [save, { isLoading }] = useSaveWordListsMutation();
  const act = useAdminNotice();
  const change = (index: number, patch: Partial<Draft>) =>
    setDrafts((all) => all.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void act(save({ lists: drafts.map(toList) }), { success: '保存成功' });
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 720 }}
    >
      {drafts.map((draft, index) => (
        <Paper
          key={index}
          component="section"
          variant="outlined"
          sx={{ p: 2, display: 'grid', gap: 2 }}
          aria-label={`词表 ${index + 1}`}
        >
          <Box sx={{ display: 'flex', gap: 2 }}>
            <TextField
              label="词表名称"
              value={draft.name}
              onChange={(event) => change(index, { name: event.target.value })}
              slotProps={{ htmlInput: { maxLength: WORD_LIST_LIMITS.nameMax } }}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label="处理方式"
              value={draft.action}
              onChange={(event) => change(index, { action: event.target.value as WordAction })}
              sx={{ minWidth: 160 }}
            >
              {WORD_ACTIONS.map((action) => (
                <MenuItem key={action} value={action}>
                  {WORD_ACTION_LABELS[action]}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField
            label="词语（每行一个）"
            multiline
            minRows={4}
            value={draft.text}
            onChange={(event) => change(index, { text: event.target.value })}
          />
          <Box>
            <Button color="error" onClick={() => setDrafts((all) => all.filter((_, i) => i !== index))}>
              删除词表
            </Button>
          </Box>
        </Paper>
      ))}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button
          disabled={drafts.length >= WORD_LIST_LIMITS.lists}
          onClick={() => setDrafts((all) => [...all, { name: '', action: 'mask', text: '' }])}
        >
          添加词表
        </Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          保存
        </Button>
      </Box>
    </Box>
  );
}

/** 敏感词: the sensitive-word lists (docs/behaviour.md §13.1). */
export function WordListsPage() {
  const { data, isLoading, isError, refetch } = useWordListsQuery();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        敏感词
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        匹配时忽略全角半角、大小写以及夹在字间的空格和符号；评论、留言、友链申请和聊天都会检查。
      </Typography>
      {isError ? (
        <PageState kind="error" message="加载失败" action={<Button onClick={() => void refetch()}>重试</Button>} />
      ) : isLoading ? (
        <Skeleton variant="rectangular" height={240} />
      ) : (
        <WordListsForm lists={data ?? []} />
      )}
      <SpamSettingsForm />
      <AkismetForm />
    </>
  );
}
