/**
 * The campaign's optional customer list: Download Template, a file picker for .xls or .xlsx, and
 * what became of the file — 'Template valid' with the number of customers read, or why it was
 * refused ('Gunakan template XLSX' for another type). A refused file leaves no list behind.
 */
import { DeleteOutlined, UploadFileOutlined } from '@mui/icons-material';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { CAMPAIGN_CUSTOMER_TEMPLATE } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { TemplateButton } from '../../components/import-screen/TemplateButton';
import { notify } from '../../components/Snackbar';
import { CUSTOMER_FILE_ACCEPT, readCustomerList } from './campaign-customers';
import type { CampaignCustomer } from './campaign-values';

type FileState = { valid: true; name: string } | { valid: false; message: string } | null;

interface Props {
  customers: readonly CampaignCustomer[];
  onChange(customers: CampaignCustomer[]): void;
  disabled: boolean;
}

export function InputCustomerList({ customers, onChange, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<FileState>(null);
  const [reading, setReading] = useState(false);
  // The form empties the list after a save: what was said of the old file goes with it.
  const shown = file?.valid && customers.length === 0 ? null : file;

  const pick = async (picked: File) => {
    setReading(true);
    try {
      const read = await readCustomerList(picked);
      if (read.ok) {
        setFile({ valid: true, name: picked.name });
        onChange(read.customers);
      } else {
        notify.error(read.message);
        setFile({ valid: false, message: read.message });
        onChange([]);
      }
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack spacing={1.5} data-testid="campaign-customers">
      <Typography variant="subtitle2">{messages.campaignCustomersLabel}</Typography>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <TemplateButton template={CAMPAIGN_CUSTOMER_TEMPLATE} />
        <Button
          variant="outlined"
          startIcon={reading ? <CircularProgress size={16} /> : <UploadFileOutlined />}
          onClick={() => input.current?.click()}
          disabled={disabled || reading}
          data-testid="customer-file-pick"
        >
          {messages.chooseFile}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={CUSTOMER_FILE_ACCEPT}
          data-testid="customer-file"
          onChange={(e) => {
            const picked = e.target.files?.[0];
            // The same file chosen again must be read again.
            e.target.value = '';
            if (picked) void pick(picked);
          }}
        />
        {customers.length > 0 ? (
          <Button
            color="inherit"
            startIcon={<DeleteOutlined />}
            onClick={() => {
              setFile(null);
              onChange([]);
            }}
            disabled={disabled}
            data-testid="customer-file-remove"
          >
            {messages.removeFile}
          </Button>
        ) : null}
      </Stack>
      {shown?.valid ? (
        <Alert severity="success" data-testid="customer-file-status">
          {messages.templateValid} — {shown.name}: {messages.rowsRead(customers.length)}
        </Alert>
      ) : shown ? (
        <Alert severity="error" data-testid="customer-file-status">
          {shown.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
