// chess-distance homework quiz (docs/homework.md). Computes no chess: each question's answer was
// computed by the program (the worksheet generator, core/exercises.h, with the seed the page was
// made with) and stored in #page-data; this script compares what the pupil typed with it.
(function () {
  'use strict';
  const D = JSON.parse(document.getElementById('page-data').textContent);
  const questions = Array.from(document.querySelectorAll('.question'));
  const score = document.getElementById('quiz-score');
  const page = window.chessDistancePage;
  const fmt = (t, ...args) => args.reduce((a, v, i) => a.split('%' + (i + 1)).join(String(v)), t);
  // What a pupil may type for "unreachable": a hyphen, a dash, or nothing but a minus sign.
  const normalise = (text) => {
    const t = text.trim().replace(/[\u2013\u2014\u2212]/g, '-');
    return /^-+$/.test(t) ? '-' : t.replace(/^0+(?=\d)/, '');
  };
  function check() {
    let right = 0;
    questions.forEach((el, i) => {
      const input = el.querySelector('input');
      // A question of the zone is answered in words: any of its right answers, in any case.
      const accepted = (D.quiz[i].accept || [D.quiz[i].answer]).map((a) => a.toLowerCase());
      const ok = accepted.includes(normalise(input.value).toLowerCase());
      if (ok) {
        ++right;
        page.reveal(i); // its number on the board is no secret any more
      }
      el.setAttribute('data-verdict', ok ? 'right' : 'wrong');
      input.setAttribute('aria-invalid', ok ? 'false' : 'true');
      // A wrong answer is only marked: the answers themselves wait for "Show the answers".
      el.querySelector('.verdict').textContent = ok ? D.text.right
        : normalise(input.value) === '' ? D.text.unanswered : D.text.wrong;
    });
    score.setAttribute('data-score', String(right));
    score.setAttribute('data-total', String(questions.length));
    score.textContent = fmt(D.text.score, right, questions.length);
  }
  document.getElementById('quiz-check').addEventListener('click', check);
  // Showing the answers is apart from checking them: the first click only asks to be sure.
  const show = document.getElementById('quiz-show');
  const showLabel = show.textContent;
  show.addEventListener('click', () => {
    if (show.getAttribute('data-confirm') !== '1') {
      show.setAttribute('data-confirm', '1');
      show.textContent = D.text.reallyShow;
      return;
    }
    show.removeAttribute('data-confirm');
    show.textContent = showLabel;
    questions.forEach((el, i) => {
      const answer = D.quiz[i].answer;
      const input = el.querySelector('input');
      el.querySelector('.verdict').textContent = fmt(D.text.answer, answer === '-' ? '\u2013' : answer);
      input.setAttribute('placeholder', answer === '-' ? '\u2013' : answer);
      el.setAttribute('data-shown', '1');
    });
    page.reveal();
  });
  // Any other button or field leaves the question unasked.
  document.addEventListener('focusin', (ev) => {
    if (ev.target !== show && show.getAttribute('data-confirm') === '1') {
      show.removeAttribute('data-confirm');
      show.textContent = showLabel;
    }
  });
  questions.forEach((el) => {
    el.querySelector('input').addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter') check();
    });
  });
  score.setAttribute('data-score', '0');
  score.setAttribute('data-total', String(questions.length));
})();
