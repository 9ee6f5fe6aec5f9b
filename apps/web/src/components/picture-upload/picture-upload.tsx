import {
  IMAGE_UPLOAD_TYPES,
  imageUploadMessages,
  MAX_IMAGE_UPLOAD_BYTES,
} from '@crewcall/contract';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { pictureErrorMessage } from './picture-error';

export type PictureUploadProps = {
  /** What the picture is called on its buttons: "Upload picture", "Remove logo". */
  noun: string;
  /** The address of the current picture, or null when there is none. */
  current: string | null;
  /** Draws the picture at `src` (the chosen file's preview before it is saved), or none. */
  renderPicture: (src: string | null) => ReactNode;
  /** What is accepted, under the buttons. */
  hint: string;
  /** The confirmation's question before removing. */
  removeQuestion: string;
  /** Saves `file` (throws the failed answer, whose message then shows on the field). */
  onUpload: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
};

/**
 * One picture (a member's avatar, the club's logo): "Upload …" opens the file chooser (a
 * button, so the keyboard reaches it), the chosen file shows as a preview until "Save …"
 * (or "Cancel"), and "Remove …" asks first. A file over the size limit is refused here
 * before it is sent; everything else is judged by the server (a renamed text file is its
 * 415), and its message shows under the buttons.
 */
export function PictureUpload({
  noun,
  current,
  renderPicture,
  hint,
  removeQuestion,
  onUpload,
  onRemove,
}: PictureUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const resetInput = useRef<() => void>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const errorId = useId();

  // The preview is an object URL of the chosen file, let go when the choice changes.
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    saveButton.current?.focus(); // the choose button is gone: the next step has the focus
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const backToChoosing = () => {
    setFile(null);
    // After the buttons swap back, so the keyboard carries on from where it was.
    requestAnimationFrame(() => chooseButton.current?.focus());
  };
  const choose = (chosen: File | null) => {
    resetInput.current?.(); // the same file may be chosen again later
    setError(null);
    if (!chosen) return;
    if (chosen.size > MAX_IMAGE_UPLOAD_BYTES) setError(imageUploadMessages.tooLarge);
    else setFile(chosen);
  };
  const save = async () => {
    if (!file) return;
    setBusy('upload');
    setError(null);
    try {
      await onUpload(file);
    } catch (failure) {
      setError(pictureErrorMessage(failure, noun));
    } finally {
      setBusy(null);
      backToChoosing();
    }
  };
  const remove = async () => {
    setBusy('remove');
    setError(null);
    try {
      await onRemove();
    } catch (failure) {
      setError(pictureErrorMessage(failure, noun));
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <Group align="center" gap="lg" wrap="wrap">
      {renderPicture(preview ?? current)}
      <Stack gap="xs" style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          {file ? (
            <>
              <Button
                ref={saveButton}
                onClick={save}
                loading={busy === 'upload'}
                leftSection={<IconCheck size={16} aria-hidden />}
                aria-describedby={describedBy}
              >
                Save {noun}
              </Button>
              <Button variant="default" onClick={backToChoosing} disabled={busy === 'upload'}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              <FileButton
                onChange={choose}
                accept={IMAGE_UPLOAD_TYPES.join(',')}
                resetRef={resetInput}
              >
                {(props) => (
                  <Button
                    {...props}
                    ref={chooseButton}
                    leftSection={<IconPhotoUp size={16} aria-hidden />}
                    aria-describedby={describedBy}
                  >
                    Upload {noun}
                  </Button>
                )}
              </FileButton>
              {current && (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setConfirming(true)}
                  loading={busy === 'remove'}
                >
                  Remove {noun}
                </Button>
              )}
            </>
          )}
        </Group>
        {file && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Preview of {file.name}. Save to use it.
          </Text>
        )}
        <Text size="xs" c="dimmed" id={hintId}>
          {hint}
        </Text>
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert" id={errorId}>
            {error}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={`Remove ${noun}?`}
        confirmLabel={`Remove ${noun}`}
        danger
        loading={busy === 'remove'}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      >
        {removeQuestion}
      </ConfirmDialog>
    </Group>
  );
}
