import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AdminTableState } from './useAdminTable';

export interface TableFilter {
  key: string;
  label: string;
  options: { value: string; label: string }[];
}

interface Props {
  noun: string;
  table: Pick<AdminTableState<unknown>, 'keyword' | 'setKeyword' | 'filters' | 'setFilter'>;
  filters?: TableFilter[];
  actions?: ReactNode;
}

/** Search box, filter selects and the table's buttons. */
export function TableToolbar({ noun, table, filters, actions }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label={`搜索${noun}`}
        value={table.keyword}
        onChange={(event) => table.setKeyword(event.target.value)}
      />
      {filters?.map((filter) => (
        <TextField
          key={filter.key}
          select
          size="small"
          label={filter.label}
          value={table.filters[filter.key] ?? ''}
          onChange={(event) => table.setFilter(filter.key, event.target.value)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="">全部</MenuItem>
          {filter.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <Box sx={{ flex: 1 }} />
      {actions}
    </Box>
  );
}
