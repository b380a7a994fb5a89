/** Who a voice socket is for, once the API thread has checked them. */
export interface Caller {
  userId: string;
  sessionId: string;
  /** The sign-in the socket was opened with: its end closes the socket. */
  authSessionId: string;
}
