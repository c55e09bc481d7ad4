/** The search box of lists, checks and pickers: 'Search' with a magnifier, its text the caller's. */
import { Search } from '@mui/icons-material';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { messages } from '../../common/messages';

export interface SearchFieldProps {
  value: string;
  onChange(text: string): void;
  testId: string;
  helperText?: string;
  sx?: TextFieldProps['sx'];
  size?: TextFieldProps['size'];
  fullWidth?: boolean;
  autoFocus?: boolean;
}

export function SearchField({ value, onChange, testId, ...rest }: SearchFieldProps) {
  return (
    <TextField
      {...rest}
      label={messages.searchLabel}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        htmlInput: { 'data-testid': testId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
