export default function ForgotPasswordPage() {
  return (
    <main>
      <h1>Reset your password</h1>
    </main>
  );
}
