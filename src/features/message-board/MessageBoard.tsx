import { Link } from '@/shared/components/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import SubtitlesIcon from '@mui/icons-material/Subtitles';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { messageLayoutToggled, selectMessageTypeIsCard } from '@/features/theme';
import { BOARD_TEXT } from './boardTexts';
import { DanmakuWall } from './DanmakuWall';
import { MessageCardList } from './MessageCardList';

/** /message/list: the danmaku wall or the cards, as the remembered messageTypeIsCard says. */
export function MessageBoard() {
  const dispatch = useAppDispatch();
  const isCard = useAppSelector(selectMessageTypeIsCard);
  return (
    <Box
      sx={{
        maxWidth: 1200,
        mx: 'auto',
        px: { xs: 1.5, sm: 3 },
        py: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={isCard ? <SubtitlesIcon /> : <ViewModuleIcon />}
          onClick={() => dispatch(messageLayoutToggled())}
        >
          {isCard ? BOARD_TEXT.toDanmaku : BOARD_TEXT.toCards}
        </Button>
        <Button variant="contained" component={Link} to="/message/publish" startIcon={<EditIcon />}>
          {BOARD_TEXT.publish}
        </Button>
      </Box>
      {isCard ? <MessageCardList /> : <DanmakuWall />}
    </Box>
  );
}
