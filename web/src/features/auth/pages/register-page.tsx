export default function RegisterPage() {
  return (
    <main>
      <h1>Create an account</h1>
    </main>
  );
}
