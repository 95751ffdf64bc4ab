export default function SignupOtpPage() {
  return (
    <main>
      <h1>Verify your email</h1>
    </main>
  );
}
