import { useParams } from 'react-router-dom';

const sections = ['profile', 'security', 'measurements', 'orders', 'inbox'] as const;

export default function SettingsPage() {
  const { section } = useParams();
  const current = sections.find((s) => s === section) ?? 'profile';
  return (
    <main>
      <h1>Settings</h1>
      <h2>{current}</h2>
    </main>
  );
}
