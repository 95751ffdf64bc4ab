import type { ReactNode } from 'react';

/** The signed-out pages' frame: Pay's name, a heading and the form. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="dash-auth">
      <main className="dash-auth__card">
        <p className="dash__logo">Pay</p>
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** A form-level problem, announced when it appears. */
export function FormProblem({ message }: { message: string | undefined }) {
  return (
    <p role="alert" className="dash-auth__problem">
      {message ?? ''}
    </p>
  );
}
