import { Route, Routes } from 'react-router-dom';
import { ProfileFormScreen } from './ProfileFormScreen.tsx';
import { ProfilesScreen } from './ProfilesScreen.tsx';

/** spec: accounts 2.2, 2.12 — the profile screens under /u/profiles, one lazy chunk for all four. */
export function ProfileRoutes() {
  return (
    <Routes>
      <Route index element={<ProfilesScreen mode="select" />} />
      <Route path="edit" element={<ProfilesScreen mode="manage" />} />
      <Route path="create" element={<ProfileFormScreen />} />
      <Route path="edit/:id" element={<ProfileFormScreen />} />
    </Routes>
  );
}
