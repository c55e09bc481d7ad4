/**
 * The floor of the first-load bench: the least an app of React, MUI and one DataGrid page can load.
 * bench/first-load.ts builds it with Armada's Vite config and compares Armada's /login against it.
 */
import {
  AppBar,
  Box,
  Button,
  CssBaseline,
  createTheme,
  Paper,
  ThemeProvider,
  Toolbar,
  Typography,
} from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const theme = createTheme({ palette: { primary: { main: '#1b3a5c' } } });

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', width: 120 },
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'branch', headerName: 'Branch', width: 120 },
];
const rows = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  code: `R${String(i + 1).padStart(3, '0')}`,
  name: `Role ${i + 1}`,
  branch: i % 2 ? 'JKT' : 'BKS',
}));

function Page() {
  return (
    <>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" sx={{ flexGrow: 1 }}>
            Roles
          </Typography>
          <Button color="inherit">Logout</Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 3 }}>
        <Paper sx={{ height: 520 }}>
          <DataGrid rows={rows} columns={columns} pageSizeOptions={[10, 25]} />
        </Paper>
      </Box>
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Page />
    </ThemeProvider>
  </StrictMode>,
);
