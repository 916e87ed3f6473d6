import { useState } from 'react';
import TextField from '@mui/material/TextField';

interface Props {
  /** 1-based place shown. */
  position: number;
  count: number;
  title: string;
  /** Called with the 1-based place typed, on Enter or when the field is left. */
  onPlace: (position: number) => void;
}

/** A post's place as a number the author may retype (docs/behaviour.md §9.6, ordering by number). */
export function PositionField({ position, count, title, onPlace }: Props) {
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    const value = Number(typed);
    setTyped(null);
    if (typed !== null && Number.isInteger(value) && value !== position) onPlace(value);
  };
  return (
    <TextField
      type="number"
      size="small"
      value={typed ?? String(position)}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { min: 1, max: count, 'aria-label': `《${title}》的位置` } }}
      sx={{ width: 88 }}
    />
  );
}
