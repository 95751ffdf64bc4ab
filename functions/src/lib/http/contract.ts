/** The response envelope as browser code sees it (ARCHITECTURE §3). Pure types: safe for web/ and popup/. */
export interface ApiProblem {
  path: string;
  message: string;
}

export interface ApiEnvelope<T> {
  success: 1 | 0;
  message: string;
  data?: T;
  next?: string;
  errors?: ApiProblem[];
  requestId?: string;
}
