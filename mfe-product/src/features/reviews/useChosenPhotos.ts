import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { choosePhotos, previewOf, revokePreview, type ChosenPhoto } from './reviewPhotos';

/** The photos chosen for a review and why the last choice left some out; previews are revoked when the form goes. */
export function useChosenPhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [photoErrors, setPhotoErrors] = useState<string[]>([]);
  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(() => () => photosRef.current.forEach(revokePreview), []);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again after removing it still fires a change.
    event.target.value = '';
    const { accepted, errors: why } = choosePhotos(photos.length, files);
    setPhotoErrors(why);
    if (accepted.length > 0)
      setPhotos((prev) => [...prev, ...accepted.map((file) => ({ file, preview: previewOf(file) }))]);
  };

  const removePhoto = (index: number) => {
    setPhotos((prev) => {
      const gone = prev[index];
      if (gone) revokePreview(gone);
      return prev.filter((_, i) => i !== index);
    });
    setPhotoErrors([]);
  };

  const toggleInstall = (index: number) =>
    setPhotos((prev) => prev.map((photo, i) => (i === index ? { ...photo, install: !photo.install } : photo)));

  /** After a review is sent: its photos' previews are no longer needed. */
  const clearPhotos = () => {
    photos.forEach(revokePreview);
    setPhotos([]);
  };

  return { photos, photoErrors, onFiles, removePhoto, toggleInstall, clearPhotos };
}
