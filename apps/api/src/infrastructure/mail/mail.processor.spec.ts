import type { Job } from 'bullmq';
import type { MailMessage } from './mail-message.js';
import { MailProcessor } from './mail.processor.js';
import { type MailBatch, SEND_MAIL_JOB, SEND_MAILS_JOB } from './mail.queue.js';
import { MailTransport } from './mail-transport.js';

const letter = (to: string): MailMessage => ({ to, subject: 'Чек', text: 'Спасибо', html: '' });

/** Sends what it is given, failing once for each address in `failing`. */
class RecordingTransport extends MailTransport {
  readonly sent: string[] = [];
  constructor(private readonly failing = new Set<string>()) {
    super();
  }
  async send(message: MailMessage): Promise<void> {
    if (this.failing.delete(message.to)) throw new Error(`SMTP refused ${message.to}`);
    this.sent.push(message.to);
  }
}

/** The part of a BullMQ job the processor uses; `updateData` keeps what the job would store. */
function jobOf<Data>(name: string, data: Data) {
  const job = {
    name,
    data,
    updateData: async (next: Data) => {
      job.data = next;
    },
  };
  return job as typeof job & Job<Data>;
}

describe('MailProcessor', () => {
  it('sends a one-letter job', async () => {
    const transport = new RecordingTransport();
    await new MailProcessor(transport).process(jobOf(SEND_MAIL_JOB, letter('a@example.com')));
    expect(transport.sent).toEqual(['a@example.com']);
  });

  it('sends a batch in order, and a retry after a failure sends only the letters not yet sent', async () => {
    const transport = new RecordingTransport(new Set(['c@example.com']));
    const processor = new MailProcessor(transport);
    const addresses = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'];
    const job = jobOf<MailBatch>(SEND_MAILS_JOB, { letters: addresses.map(letter) });
    await expect(processor.process(job)).rejects.toThrow('SMTP refused c@example.com');
    expect(transport.sent).toEqual(['a@example.com', 'b@example.com']);
    expect(job.data.letters.map(({ to }) => to)).toEqual(['c@example.com', 'd@example.com']);
    await processor.process(job);
    expect(transport.sent).toEqual(addresses);
  });
});
