import { memo, useState } from 'react';
import { heroImage, heroPosterStyle, hubPosterStyle } from '../../domain/detailPage.ts';
import { useStartupResult } from '../../stores/configStore.ts';

/**
 * spec: browsing 2, Video detail page — the hero image in the configured heroBanner style (option1 to
 * option4) when it is 16:9, option4 (a framed poster) otherwise; the config's landscapeThumbnail when
 * the image fails to load. A hub's banner takes posterOption1 to 3 whatever the image.
 */
function DetailHeroView({ image, hub = false }: { image: string | undefined; hub?: boolean }) {
  const { config } = useStartupResult();
  const [failed, setFailed] = useState(false);
  const [size, setSize] = useState<{ width: number; height: number }>();
  const src = heroImage(image, config.landscapeThumbnail, failed);
  if (!src) return null;
  // spec: browsing 2, Hub screen — a hub's banner is posterOption1, 2 or 3 from heroBanner.
  const option = hub ? hubPosterStyle(config.heroBanner) : heroPosterStyle(config.heroBanner, size);
  return (
    <div className={`hero hero--${option}`} data-hero-option={option}>
      <img
        key={src}
        className="hero__image"
        src={src}
        alt=""
        onLoad={(event) =>
          setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
        }
        onError={() => {
          setSize(undefined);
          setFailed(true);
        }}
      />
      <div className="hero__shade" />
    </div>
  );
}

// Memoised: the page renders again when an overlay opens or closes (play=1 and the like; issue 19).
export const DetailHero = memo(DetailHeroView);
