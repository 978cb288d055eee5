import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ProductImage } from '../../../components/product/product-image';

export interface GalleryImage {
  readonly url: string;
  readonly alt: string;
}

const MAIN_SIZE = 640;
const THUMB_SIZE = 64;

/**
 * The main image and, when there are several, thumbnails that choose it. Thumbnails are buttons;
 * the arrow keys move between them in reading order, so in Arabic the left arrow goes forward.
 */
export function ProductGallery({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  const count = images.length;

  const show = (index: number, focus = false) => {
    const next = (index + count) % count;
    setSelected(next);
    if (focus) thumbs.current[next]?.focus();
  };

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = i18n.dir() === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = { [forward]: selected + 1, [back]: selected - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  };

  return (
    <section className="gallery" aria-label={t('productPage.gallery', { name })}>
      <div className="gallery__stage">
        <ProductImage
          className="gallery__main"
          src={current.url}
          alt={current.alt || name}
          sizes="(min-width: 64rem) 40rem, 100vw"
          width={MAIN_SIZE}
          height={MAIN_SIZE}
          priority
        />
        {count > 1 && (
          <>
            <button type="button" className="gallery__arrow gallery__arrow--previous" onClick={() => show(selected - 1)} aria-label={t('productPage.previousImage')}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="gallery__arrow gallery__arrow--next" onClick={() => show(selected + 1)} aria-label={t('productPage.nextImage')}>
              <span aria-hidden="true">›</span>
            </button>
            <p className="visually-hidden" aria-live="polite">
              {t('productPage.imageOf', { index: selected + 1, count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                className="gallery__thumb"
                aria-label={t('productPage.showImage', { index: index + 1, count })}
                aria-current={index === selected ? 'true' : undefined}
                tabIndex={index === selected ? 0 : -1}
                onClick={() => show(index)}
                onKeyDown={onThumbKey}
              >
                <ProductImage src={image.url} alt="" sizes={`${THUMB_SIZE}px`} width={THUMB_SIZE} height={THUMB_SIZE} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
