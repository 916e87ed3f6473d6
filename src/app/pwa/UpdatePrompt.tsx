import { useState } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { applyUpdate } from './registerWorker';

export const UPDATE_PROMPT = '有新版本，点击刷新';

/** docs/behaviour.md §12.3: one tap loads the new deploy (the page reloads once the worker took over). */
export function UpdatePrompt() {
  const [applying, setApplying] = useState(false);
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Button
        variant="contained"
        disabled={applying}
        onClick={() => {
          setApplying(true);
          applyUpdate();
        }}
      >
        {UPDATE_PROMPT}
      </Button>
    </Snackbar>
  );
}
