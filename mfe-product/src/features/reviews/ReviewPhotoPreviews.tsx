import { useTheme } from '@emotion/react';
import type { ChosenPhoto } from './reviewPhotos';
import { ReviewPhotoPreview } from './ReviewPhotoPreview';

interface ReviewPhotoPreviewsProps {
  photos: readonly ChosenPhoto[];
  onRemove(index: number): void;
  onToggleInstall(index: number): void;
}

/** The chosen photos in a row, in the order they were chosen. */
export function ReviewPhotoPreviews({ photos, onRemove, onToggleInstall }: ReviewPhotoPreviewsProps) {
  const theme = useTheme();
  return (
    <ul
      css={{ display: 'flex', gap: theme.spacing.sm, listStyle: 'none', margin: `${theme.spacing.sm} 0 0`, padding: 0 }}
    >
      {photos.map((photo, index) => (
        <ReviewPhotoPreview
          key={`${photo.file.name}-${index}`}
          photo={photo}
          onRemove={() => onRemove(index)}
          onToggleInstall={() => onToggleInstall(index)}
        />
      ))}
    </ul>
  );
}
