/** What a listener to a NOTIFY channel is told (DatabaseHandle.listen). */
export type NoticeHandlers = {
  /** Listening (again): notices from now on arrive. */
  onListening: () => void;
  onNotice: (payload: string) => void;
  /** The listening connection broke: notices may be lost until onListening comes again. */
  onCutOff: (error: unknown) => void;
};

/** Stops listening. */
export type Unlisten = () => Promise<void>;
