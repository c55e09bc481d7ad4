/**
 * The image picker of Promotion Setting: a read-only field naming the picked JPEG (with a small
 * thumbnail of it) and a button that opens the file dialog, which offers JPEG files only. Under it
 * the size the chosen type takes, or why the last file was refused.
 */
import { ImageOutlined } from '@mui/icons-material';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { useRef } from 'react';
import { messages } from '../../../common/messages';
import type { PromotionImage } from './promotion-form-values';

interface PromotionImageFieldProps {
  image: PromotionImage | null;
  /** The size hint under the field. */
  hint: string;
  /** Why the image is missing or was refused; shown instead of the hint. */
  error: string | undefined;
  /** A file is being read: nothing else can be picked meanwhile. */
  reading: boolean;
  onPick(file: File): void;
  testId: string;
}

export function PromotionImageField({
  image,
  hint,
  error,
  reading,
  onPick,
  testId,
}: PromotionImageFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const open = () => {
    if (!reading) input.current?.click();
  };
  return (
    <Box data-testid={testId}>
      <TextField
        label={messages.promotionImageLabel}
        value={image?.name ?? ''}
        onClick={open}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          // Enter would otherwise submit the form.
          e.preventDefault();
          open();
        }}
        required
        error={!!error}
        helperText={error ?? hint}
        fullWidth
        slotProps={{
          htmlInput: {
            readOnly: true,
            'aria-haspopup': 'dialog',
            sx: { cursor: 'pointer', textOverflow: 'ellipsis' },
            'data-testid': `${testId}-name`,
          },
          input: {
            sx: { cursor: 'pointer' },
            startAdornment: image ? (
              <InputAdornment position="start">
                <Box
                  component="img"
                  src={image.dataUrl}
                  alt=""
                  sx={{ height: 28, width: 'auto', maxWidth: 64, borderRadius: 0.5, display: 'block' }}
                />
              </InputAdornment>
            ) : undefined,
            endAdornment: (
              <InputAdornment position="end">
                <Button
                  size="small"
                  startIcon={<ImageOutlined />}
                  onClick={(e) => {
                    // The field's own click opens the dialog once.
                    e.stopPropagation();
                    open();
                  }}
                  disabled={reading}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {messages.promotionChooseImage}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      <input
        ref={input}
        type="file"
        accept="image/jpeg,.jpg,.jpeg"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared at once, so the same file can be picked again after it was refused.
          e.target.value = '';
          if (file) onPick(file);
        }}
        data-testid={`${testId}-input`}
      />
    </Box>
  );
}
