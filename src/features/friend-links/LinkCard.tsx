import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FriendLink } from './linkTypes';
import { webpSources } from '@/shared/components/image/imageSources';

interface Props {
  link: FriendLink;
  /** Shown to the link's owner: opens the dialog on their link. */
  onEdit?: () => void;
}

/** One friend link: avatar (its first letter when there is no picture), name, description, opening in a new tab. */
export function LinkCard({ link, onEdit }: Props) {
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        transition: 'box-shadow .2s',
        '&:hover': { boxShadow: 3 },
      }}
    >
      <Avatar
        {...webpSources(link.site_avatar, 56)}
        src={link.site_avatar || undefined}
        alt=""
        sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 24 }}
      >
        {Array.from(link.site_name)[0] ?? '?'}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Link
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtitle1"
          underline="hover"
          sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {link.site_name}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {link.site_desc}
        </Typography>
        {onEdit && (
          <Button size="small" onClick={onEdit} sx={{ mt: 1, ml: -1 }} aria-label={`修改友链 ${link.site_name}`}>
            修改
          </Button>
        )}
      </Box>
    </Paper>
  );
}
