import { useMemo } from 'react';
import { PageBanner } from './PageBanner';
import { useGetSiteConfigQuery } from './siteApi';
import { typewriterLines } from './siteTypes';
import { Typewriter } from './Typewriter';

/** Home: a full-height banner with the blog name and a typewriter line (config.typewriter_text). */
export function HomeBanner() {
  const { data: config } = useGetSiteConfigQuery();
  const lines = useMemo(() => typewriterLines(config?.typewriter_text), [config?.typewriter_text]);
  return (
    <PageBanner title={config?.blog_name ?? ''} routeName="home" height="100vh">
      <Typewriter lines={lines} />
    </PageBanner>
  );
}
