/**
 * The campaign's optional customer list: Download Template, a file picker for .xls or .xlsx, and
 * what became of the file — 'Template valid' with the number of customers read, or why it was
 * refused ('Gunakan template XLSX' for another type). A refused file leaves no list behind. A list
 * read is checked against the customers (checkCustomers): rows named otherwise than their customer
 * and references no customer has are shown as a warning, before SUBMIT would refuse the latter.
 */
import { DeleteOutlined, UploadFileOutlined } from '@mui/icons-material';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { contract } from '../../../common/contract';
import { CAMPAIGN_CUSTOMER_TEMPLATE } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { TemplateButton } from '../../components/import-screen/TemplateButton';
import { notify } from '../../components/Snackbar';
import { ApiError, call } from '../../lib/api';
import {
  CUSTOMER_FILE_ACCEPT,
  type CustomerListCheck,
  checkWarnings,
  readCustomerList,
} from './campaign-customers';
import type { CampaignCustomer } from './campaign-values';

type FileState =
  | { valid: true; name: string; check: CustomerListCheck | null }
  | { valid: false; message: string }
  | null;

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

  // The file picked last: a check answering after another file was picked is not shown.
  const latest = useRef<File | null>(null);

  const pick = async (picked: File) => {
    latest.current = picked;
    setReading(true);
    try {
      const read = await readCustomerList(picked);
      if (read.ok) {
        setFile({ valid: true, name: picked.name, check: null });
        onChange(read.customers);
        const check = await checked(read.customers);
        if (latest.current === picked) setFile({ valid: true, name: picked.name, check });
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
      ) : null}
      {shown?.valid && shown.check ? <CheckWarning check={shown.check} /> : null}
      {shown && !shown.valid ? (
        <Alert severity="error" data-testid="customer-file-status">
          {shown.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The list's check, or none when it could not be made (the API client has shown why). */
async function checked(custPA: CampaignCustomer[]): Promise<CustomerListCheck | null> {
  try {
    return await call(contract.pushActivity.checkCustomers, { custPA });
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}

function CheckWarning({ check }: { check: CustomerListCheck }) {
  const lines = checkWarnings(check);
  if (lines.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="customer-file-warning">
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Alert>
  );
}
