import { AttemptStatus } from './entities/attempt.entity.js';
import { attemptReviewMail } from './attempt-review.mail.js';

describe('attemptReviewMail', () => {
  const review = {
    firstName: 'Анна',
    exerciseTitle: 'Границы <личности>',
    comment: 'Раскройте второй вопрос\n<b>подробнее</b> & приведите пример',
    exercisesUrl: 'http://shop.test/account/school/exercises',
  };

  it('tells a failed verdict with the comment and the way back to the task, in Russian', () => {
    const mail = attemptReviewMail('anna@example.com', {
      ...review,
      verdict: AttemptStatus.FAILED,
    });
    expect(mail.to).toBe('anna@example.com');
    expect(mail.subject).toBe('Задание «Границы <личности>» проверено');
    expect(mail.text).toContain('Здравствуйте, Анна!');
    expect(mail.text).toContain('Результат: Провалено.');
    expect(mail.text).toContain('Раскройте второй вопрос\n<b>подробнее</b> & приведите пример');
    expect(mail.text).toContain('отправить их снова');
    expect(mail.text).toContain(review.exercisesUrl);
  });

  it('tells a passed verdict, and leaves the comment out when there is none', () => {
    const mail = attemptReviewMail('a@b.ru', {
      ...review,
      firstName: null,
      comment: null,
      verdict: AttemptStatus.FINISHED,
    });
    expect(mail.text).toContain('Здравствуйте!');
    expect(mail.text).toContain('Результат: Задание выполнено.');
    expect(mail.text).not.toContain('Комментарий');
    expect(mail.html).not.toContain('Комментарий');
  });

  it('escapes the title and the comment in the HTML part and keeps the line breaks', () => {
    const mail = attemptReviewMail('a@b.ru', { ...review, verdict: AttemptStatus.FAILED });
    expect(mail.html).toContain('«Границы &lt;личности&gt;»');
    expect(mail.html).toContain(
      'Раскройте второй вопрос<br>&lt;b&gt;подробнее&lt;/b&gt; &amp; приведите',
    );
    expect(mail.html).not.toContain('<b>');
  });
});
