import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import { iconColour, iconSource, iconText } from './siteAvatar';

/**
 * A site's icon, or the first character of its name on a colour of its own when it has no icon of
 * ours or the icon fails to load. Decorative: the name is written beside it.
 */
export function SiteIcon({ name, icon }: { name: string; icon: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = iconSource(icon);
  const showImage = src !== undefined && src !== failedSrc;
  return (
    <Avatar
      aria-hidden
      data-testid="site-icon"
      sx={{ width: 48, height: 48, bgcolor: iconColour(name), color: '#fff', fontWeight: 700, flexShrink: 0 }}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          onError={() => setFailedSrc(src)}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        iconText(name)
      )}
    </Avatar>
  );
}
