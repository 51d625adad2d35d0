import { useState, type FormEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useListContext } from 'react-admin';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { DeleteRecordButton } from '../../components/cards';
import { Field, formGrid } from '../../components/fields';
import { ResourceListPage } from '../../components/lists';
import { TOAST } from '../../components/toast';
import { useSave } from '../../components/useSave';
import type { FaqInput, FaqRecord } from './dataProvider';

const empty = (): FaqInput => ({ question: '', questionBangla: '', answer: '', answerBangla: '' });

/** The add form: the English question and answer are required; without them nothing happens. */
function FaqForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState(empty);
  const save = useSave('faqs', {
    success: t('console:faqs.added'),
    failure: t('console:faqs.addFailed'),
    duration: TOAST.default,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.question.trim() || !values.answer.trim()) return;
    if (await save.create(values)) setValues(empty());
  };
  const set = (name: keyof FaqInput) => (e: { target: { value: string } }) =>
    setValues({ ...values, [name]: e.target.value });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <Typography component="h2" variant="h6">
        {t('console:faqs.addTitle')}
      </Typography>
      <Box sx={formGrid}>
        <Field
          label={t('console:faqs.fields.question')}
          value={values.question}
          onChange={set('question')}
          required
        />
        <Field
          label={t('console:faqs.fields.questionBangla')}
          value={values.questionBangla}
          onChange={set('questionBangla')}
        />
        <Field
          label={t('console:faqs.fields.answer')}
          value={values.answer}
          onChange={set('answer')}
          required
          multiline
          minRows={3}
        />
        <Field
          label={t('console:faqs.fields.answerBangla')}
          value={values.answerBangla}
          onChange={set('answerBangla')}
          multiline
          minRows={3}
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={save.pending}>
          {t('console:faqs.add')}
        </Button>
      </Box>
    </Box>
  );
}

function FaqItems() {
  const { language } = useLanguage();
  const { data } = useListContext<FaqRecord>();
  return (
    <Box>
      {data?.map((faq) => {
        const question = (language === 'bn' && faq.questionBangla) || faq.question;
        const answer = (language === 'bn' && faq.answerBangla) || faq.answer;
        return (
          <Accordion key={faq.id} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography>{question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography>{answer}</Typography>
            </AccordionDetails>
            <AccordionActions>
              <DeleteRecordButton resource="faqs" record={faq} name={question} />
            </AccordionActions>
          </Accordion>
        );
      })}
    </Box>
  );
}

export default function FaqList() {
  const { t } = useTranslation();
  return (
    <ResourceListPage resource="faqs" title={t('console:faqs.title')} before={<FaqForm />}>
      <FaqItems />
    </ResourceListPage>
  );
}
