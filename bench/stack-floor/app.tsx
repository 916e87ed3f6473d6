// The smallest app the fixed stack allows (README: React, react-router, MUI + emotion, RTK + RTK
// Query, react-redux, redux-persist with a crypto-js AES transform): one persisted slice, one query,
// one themed AppBar with a link. Built by bench/stack-floor.mjs to show the floor under any page.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { createTransform, persistReducer, persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

interface ThemeState {
  dark: boolean;
}

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ config: build.query<unknown, void>({ query: () => 'config' }) }),
});
const theme = createSlice({
  name: 'theme',
  initialState: { dark: false } as ThemeState,
  reducers: { toggled: (state) => void (state.dark = !state.dark) },
});
const encrypt = createTransform<ThemeState, string>(
  (inbound) => AES.encrypt(JSON.stringify(inbound), 'floor').toString(),
  (outbound) => JSON.parse(AES.decrypt(outbound, 'floor').toString(Utf8)),
);
const storage = {
  getItem: async (key: string) => localStorage.getItem(key),
  setItem: async (key: string, value: string) => localStorage.setItem(key, value),
  removeItem: async (key: string) => localStorage.removeItem(key),
};
const store = configureStore({
  reducer: {
    theme: persistReducer<ThemeState>({ key: 'theme', storage, transforms: [encrypt] }, theme.reducer),
    [api.reducerPath]: api.reducer,
  },
  middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
});
const persistor = persistStore(store);

function Shell() {
  const { data } = api.useConfigQuery();
  const { pathname } = useLocation();
  return (
    <AppBar>
      <Toolbar>
        <Typography>{pathname + JSON.stringify(data ?? null)}</Typography>
        <Button component={Link} to="/home" onClick={() => store.dispatch(theme.actions.toggled())}>
          home
        </Button>
      </Toolbar>
    </AppBar>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={store}>
    <PersistGate persistor={persistor}>
      <ThemeProvider theme={createTheme()}>
        <CssBaseline />
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<Shell />} />
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </PersistGate>
  </Provider>,
);
