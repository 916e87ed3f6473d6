import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useCategoryNamesQuery, useTagNamesQuery } from '../desk/adminApi';
import { ImageField } from '../desk/ImageField';
import type { EditorValues } from './editorValues';
import { AccessFields } from './AccessFields';
import { SeriesField } from './SeriesField';

interface Props {
  values: EditorValues;
  errors: Record<string, string>;
  change: (patch: Partial<EditorValues>) => void;
}

/** Category and tags (picked or typed: unknown names are created on save), series, pin, cover, summary. */
export function ArticleMetaFields({ values, errors, change }: Props) {
  const { data: categories = [] } = useCategoryNamesQuery();
  const { data: tags = [] } = useTagNamesQuery();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Autocomplete
        freeSolo
        options={categories}
        value={values.category_name}
        onInputChange={(_event, value) => change({ category_name: value })}
        renderInput={(params) => (
          <TextField
            {...params}
            label="分类"
            required
            error={!!errors.category_name}
            helperText={errors.category_name ?? '可选择或输入新分类'}
          />
        )}
      />
      <Autocomplete
        multiple
        freeSolo
        options={tags}
        value={values.tagNameList}
        onChange={(_event, value) => change({ tagNameList: value.map(String) })}
        renderInput={(params) => (
          <TextField
            {...params}
            label="标签"
            error={!!errors.tagNameList}
            helperText={errors.tagNameList ?? '可选择或输入新标签，回车添加'}
          />
        )}
      />
      <TextField
        label="定时发布"
        type="datetime-local"
        value={values.publish_at}
        onChange={(event) => change({ publish_at: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        helperText="按博客时区；填写以后的时间再点发布，到时自动公开；留空则立即发布"
      />
      <SeriesField value={values.series_id} onChange={(series_id) => change({ series_id })} />
      <FormControlLabel
        control={<Switch checked={values.pinned} onChange={(event) => change({ pinned: event.target.checked })} />}
        label="置顶"
      />
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <ImageField label="封面" value={values.article_cover} onChange={(url) => change({ article_cover: url })} />
      </Box>
      <TextField
        label="摘要"
        multiline
        minRows={2}
        value={values.article_description}
        onChange={(event) => change({ article_description: event.target.value })}
        sx={{ gridColumn: { md: '1 / -1' } }}
      />
      <AccessFields values={values} errors={errors} change={change} />
    </Box>
  );
}
