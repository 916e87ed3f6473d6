import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface Props {
  codes: string[];
  onDone: () => void;
}

/** docs/behaviour.md §4.7: the ten recovery codes, shown this once (the server keeps only their hashes). */
export function RecoveryCodesList({ codes, onDone }: Props) {
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 1 }}>
        请妥善保存以下恢复码：每个只能使用一次，关闭后不再显示。
      </Alert>
      <Box
        component="ol"
        aria-label="恢复码"
        sx={{ fontFamily: 'monospace', columns: 2, pl: 3, my: 1, '& li': { py: 0.25 } }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" fullWidth onClick={onDone}>
        我已保存
      </Button>
    </Box>
  );
}
