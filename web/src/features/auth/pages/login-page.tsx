export default function LoginPage() {
  return (
    <main>
      <h1>Sign in</h1>
    </main>
  );
}
