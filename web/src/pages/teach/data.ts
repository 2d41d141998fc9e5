// Fees, links and district contacts of /teach, from shared/content/tampa-bay-facts.yaml. The
// texts around them are in the `teach` namespace.

/** SCHOOL_SEARCH is the federal list of every U.S. public school (NCES). */
export const SCHOOL_SEARCH = 'https://nces.ed.gov/ccd/schoolsearch/';

/** FLDOE_CERTIFICATION is the state's educator-certification site. */
export const FLDOE_CERTIFICATION = 'https://www.fldoe.org/teaching/certification/';

/** FTCE_REGISTRATION is where the Florida Teacher Certification Examinations are booked. */
export const FTCE_REGISTRATION = 'https://www.fl.nesinc.com';

/** FLDOE_FEE_PER_SUBJECT is the FLDOE's certification processing fee for each subject area requested. */
export const FLDOE_FEE_PER_SUBJECT = '$75';

/** FTCE_FEES are the exam fees as one Florida district (Flagler Schools) lists them. */
export const FTCE_FEES = [
  { key: 'generalKnowledge', fee: '$130' },
  { key: 'generalKnowledgeRetake', fee: '$32.50–$97.50' },
  { key: 'professionalEducation', fee: '$150' },
  { key: 'subjectArea', fee: '$150' },
] as const;

/** SUBJECT_AREA_FEE_ELSEWHERE is the Subject Area Examination fee that study.com lists. */
export const SUBJECT_AREA_FEE_ELSEWHERE = '$200';

/** SCORE_VALIDITY_YEARS is how long passing subject-area scores stay valid. */
export const SCORE_VALIDITY_YEARS = 10;

/**
 * DISTRICTS are the three Tampa Bay school districts with the page where each one hires. Pasco's
 * careers path was not verified, so it links the district's home page.
 */
export const DISTRICTS = [
  {
    key: 'hillsborough',
    name: 'Hillsborough County Public Schools',
    hiring: 'https://www.teachintampa.com',
    phone: { display: '(813) 272-4000', href: 'tel:+18132724000' },
  },
  {
    key: 'pinellas',
    name: 'Pinellas County Schools',
    hiring: 'https://www.pcsb.org/Page/40222',
    phone: { display: '(727) 588-6000', href: 'tel:+17275886000' },
  },
  {
    key: 'pasco',
    name: 'Pasco County Schools',
    hiring: 'https://www.pasco.k12.fl.us',
    phone: { display: '(813) 794-2000', href: 'tel:+18137942000' },
  },
] as const;
