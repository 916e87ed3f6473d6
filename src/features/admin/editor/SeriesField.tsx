import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSeriesOptionsQuery } from '../series/seriesDeskApi';

interface Props {
  value: number | null | undefined;
  onChange: (seriesId: number | null) => void;
}

const NONE = '';

/**
 * 所属专栏 (docs/behaviour.md §9.6): none, or one of every series (GET /api/admin/series). Choosing
 * none sends `series_id: null`, which takes the article out of its series.
 */
export function SeriesField({ value, onChange }: Props) {
  const { data: series = [] } = useSeriesOptionsQuery();
  // Until the list is there, a stored series shows as none rather than an unknown value.
  const known = value != null && series.some((s) => s.id === value);
  return (
    <TextField
      select
      label="所属专栏"
      value={known ? String(value) : NONE}
      onChange={(event) => onChange(event.target.value === NONE ? null : Number(event.target.value))}
      helperText="加入专栏的文章排在最后，可在专栏管理中调整顺序"
    >
      <MenuItem value={NONE}>无</MenuItem>
      {series.map((s) => (
        <MenuItem key={s.id} value={String(s.id)}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
