/*
 * The first help entries, written by the installer (marked `seeded`): FAQs about collars and the
 * ITH, and management and expert tips on heat stress, forage and calving, with the figures of the
 * product's domain reference only. Frozen with the migration that inserts them.
 */

interface SeedText {
  title: string;
  body: string;
}

interface SeedEntry {
  kind: 'faq' | 'managementTip' | 'expertTip';
  contexts: ('heatStress' | 'lowForage' | 'calvingSeason')[];
  texts: { es_AR: SeedText; en_US: SeedText; pt_BR: SeedText };
}

export const HELP_SEED: SeedEntry[] = [
  {
    kind: 'faq',
    contexts: [],
    texts: {
      es_AR: {
        title: '¿Por qué un collar aparece «sin señal»?',
        body: 'Un collar figura sin señal cuando no reporta hace más horas que las fijadas en los parámetros de alertas del establecimiento.\n\nLas causas más comunes: el animal está fuera del alcance del gateway (bajos, montes o lejos de la antena), la batería se agotó o el collar se dañó o se cayó.\n\nMirá el historial de batería del collar y su último reporte en el mapa. Si varios collares de la misma zona se callan a la vez, revisá primero el gateway.',
      },
      en_US: {
        title: 'Why does a collar show as “no signal”?',
        body: 'A collar shows no signal when it has not reported for longer than the hours set in the settlement’s alert parameters.\n\nThe usual causes: the animal is out of the gateway’s range (low ground, woodland or far from the antenna), the battery ran out, or the collar was damaged or fell off.\n\nCheck the collar’s battery history and its last report on the map. If several collars in the same area go quiet at once, check the gateway first.',
      },
      pt_BR: {
        title: 'Por que uma coleira aparece como “sem sinal”?',
        body: 'Uma coleira aparece sem sinal quando não reporta há mais horas do que as definidas nos parâmetros de alertas do estabelecimento.\n\nAs causas mais comuns: o animal está fora do alcance do gateway (baixadas, mata ou longe da antena), a bateria acabou ou a coleira foi danificada ou caiu.\n\nVeja o histórico de bateria da coleira e o último reporte no mapa. Se várias coleiras da mesma área param ao mesmo tempo, verifique primeiro o gateway.',
      },
    },
  },
  {
    kind: 'faq',
    contexts: [],
    texts: {
      es_AR: {
        title: '¿Cómo sé cuánta batería le queda a un collar?',
        body: 'Cada reporte del collar trae su nivel de batería. En Históricos › Historial de batería ves cómo fue bajando, collar por collar.\n\nCuando la batería queda por debajo del porcentaje fijado en los parámetros de alertas del establecimiento, el animal se marca con batería baja en el mapa y recibís una alerta. Planificá el cambio o la recarga aprovechando un paso por la manga.',
      },
      en_US: {
        title: 'How do I know how much battery a collar has left?',
        body: 'Every report from the collar carries its battery level. Historicals › Battery history shows how it has gone down, collar by collar.\n\nWhen the battery falls below the percentage set in the settlement’s alert parameters, the animal is marked low battery on the map and you get an alert. Plan the change or recharge for the next time the animals go through the chute.',
      },
      pt_BR: {
        title: 'Como sei quanta bateria resta em uma coleira?',
        body: 'Cada reporte da coleira traz o nível de bateria. Em Históricos › Histórico de bateria você vê como foi baixando, coleira por coleira.\n\nQuando a bateria fica abaixo da porcentagem definida nos parâmetros de alertas do estabelecimento, o animal é marcado com bateria baixa no mapa e você recebe um alerta. Planeje a troca ou recarga na próxima passagem pelo tronco.',
      },
    },
  },
  {
    kind: 'faq',
    contexts: ['heatStress'],
    texts: {
      es_AR: {
        title: '¿Qué es el ITH y qué significan sus colores?',
        body: 'El índice de temperatura y humedad (ITH) combina la temperatura del aire y la humedad relativa para estimar el estrés por calor del ganado. Tropero lo calcula por defecto con la fórmula NRC (1971); en el establecimiento podés elegir otra.\n\nLas categorías siguen el Livestock Weather Safety Index: normal hasta 74, alerta de 75 a 78, peligro de 79 a 83 y emergencia desde 84. El ITH no tiene unidad.',
      },
      en_US: {
        title: 'What is the THI and what do its colours mean?',
        body: 'The temperature–humidity index (THI, ITH in Spanish) combines air temperature and relative humidity to estimate heat stress in cattle. Tropero computes it with the NRC (1971) formula by default; you can choose another one for the settlement.\n\nThe categories follow the Livestock Weather Safety Index: normal up to 74, alert from 75 to 78, danger from 79 to 83 and emergency from 84. The index has no unit.',
      },
      pt_BR: {
        title: 'O que é o ITU e o que significam suas cores?',
        body: 'O índice de temperatura e umidade (ITU, ITH em espanhol) combina a temperatura do ar e a umidade relativa para estimar o estresse por calor do gado. O Tropero o calcula por padrão com a fórmula NRC (1971); no estabelecimento você pode escolher outra.\n\nAs categorias seguem o Livestock Weather Safety Index: normal até 74, alerta de 75 a 78, perigo de 79 a 83 e emergência a partir de 84. O índice não tem unidade.',
      },
    },
  },
  {
    kind: 'managementTip',
    contexts: ['heatStress'],
    texts: {
      es_AR: {
        title: 'Estrés por calor: qué hacer según el ITH',
        body: 'Por encima de 74 (alerta): asegurá agua limpia y abundante en todas las aguadas y sombra al alcance del rodeo. Con calor, la necesidad de agua crece mucho: entre 10 y 32 °C se multiplica por 2,5 aproximadamente.\n\nPor encima de 78 (peligro): no muevas ni trabajes animales en las horas de más calor; hacé la manga y los arreos temprano a la mañana.\n\nPor encima de 83 (emergencia): suspendé todo manejo que no sea imprescindible y recorré las aguadas para que no falte agua.\n\nCon calor el pastoreo se corre a la noche: no te alarmes si el pastoreo diurno baja.',
      },
      en_US: {
        title: 'Heat stress: what to do at each THI level',
        body: 'Above 74 (alert): make sure every water point has plenty of clean water and that the herd can reach shade. Water needs rise steeply with heat: from 10 to 32 °C they grow about 2.5 times.\n\nAbove 78 (danger): do not move or work animals in the hottest hours; do chute work and droving early in the morning.\n\nAbove 83 (emergency): stop all handling that is not essential and check the water points so that water never runs short.\n\nIn hot weather grazing moves to the night: a drop in daytime grazing is expected.',
      },
      pt_BR: {
        title: 'Estresse por calor: o que fazer em cada nível de ITU',
        body: 'Acima de 74 (alerta): garanta água limpa e abundante em todos os bebedouros e sombra ao alcance do rebanho. Com calor, a necessidade de água cresce muito: de 10 a 32 °C ela se multiplica por cerca de 2,5.\n\nAcima de 78 (perigo): não mova nem trabalhe os animais nas horas mais quentes; faça o manejo no tronco e as movimentações cedo pela manhã.\n\nAcima de 83 (emergência): suspenda todo manejo que não seja indispensável e percorra os bebedouros para que não falte água.\n\nCom calor o pastejo passa para a noite: uma queda no pastejo diurno é esperada.',
      },
    },
  },
  {
    kind: 'expertTip',
    contexts: ['heatStress'],
    texts: {
      es_AR: {
        title: 'Mirá las noches, no solo el máximo del día',
        body: 'El ganado se recupera del calor cuando de noche el ITH baja a 74 o menos. Si las noches no refrescan, el estrés se acumula día tras día aunque el máximo no parezca extremo.\n\nEl INTA EEA Rafaela considera ola de calor tres o más días seguidos con el ITH en o por encima del valor crítico: 76 para ganado de carne y 72 para tambo de producción media. En Históricos › ITH histórico revisá las horas por encima del umbral y las noches de recuperación.',
      },
      en_US: {
        title: 'Watch the nights, not just the daily maximum',
        body: 'Cattle recover from heat when the THI drops to 74 or below at night. If nights do not cool down, stress builds up day after day even when the maximum does not look extreme.\n\nINTA EEA Rafaela counts a heat wave as three or more days in a row with the THI at or above the critical value: 76 for beef cattle and 72 for medium-production dairy cows. In Historicals › Historical THI, check the hours above the threshold and the recovery nights.',
      },
      pt_BR: {
        title: 'Observe as noites, não só a máxima do dia',
        body: 'O gado se recupera do calor quando à noite o ITU cai para 74 ou menos. Se as noites não refrescam, o estresse se acumula dia após dia, mesmo que a máxima não pareça extrema.\n\nO INTA EEA Rafaela considera onda de calor três ou mais dias seguidos com o ITU igual ou acima do valor crítico: 76 para gado de corte e 72 para vacas leiteiras de produção média. Em Históricos › ITU histórico, veja as horas acima do limite e as noites de recuperação.',
      },
    },
  },
  {
    kind: 'managementTip',
    contexts: ['lowForage'],
    texts: {
      es_AR: {
        title: 'Poco pasto: calculá los días de pastoreo',
        body: 'Antes de que falte pasto, estimá cuántos días te da cada potrero:\n\ndías = (biomasa en kg MS/ha × hectáreas × utilización) ÷ (cantidad de animales × consumo diario en kg MS)\n\nUn animal adulto consume por día entre el 2,2 y el 2,5 % de su peso vivo en materia seca; uno en crecimiento, alrededor del 3 %. La utilización depende del recurso y del manejo: usá un valor prudente.\n\nEl mapa de calor muestra dónde pastorea el rodeo: las zonas poco visitadas pueden tener pasto sin aprovechar.',
      },
      en_US: {
        title: 'Short of grass: work out the days of grazing',
        body: 'Before grass runs short, estimate how many days each paddock gives you:\n\ndays = (biomass in kg DM/ha × hectares × utilisation) ÷ (number of animals × daily intake in kg DM)\n\nA mature animal eats 2.2 to 2.5 % of its live weight in dry matter per day; a growing one about 3 %. Utilisation depends on the forage and the management: use a cautious value.\n\nThe heat map shows where the herd grazes: areas it seldom visits may hold unused grass.',
      },
      pt_BR: {
        title: 'Pouco pasto: calcule os dias de pastejo',
        body: 'Antes que o pasto falte, estime quantos dias cada piquete rende:\n\ndias = (biomassa em kg MS/ha × hectares × aproveitamento) ÷ (número de animais × consumo diário em kg MS)\n\nUm animal adulto consome por dia de 2,2 a 2,5 % do peso vivo em matéria seca; um em crescimento, cerca de 3 %. O aproveitamento depende da forrageira e do manejo: use um valor prudente.\n\nO mapa de calor mostra onde o rebanho pasta: áreas pouco visitadas podem ter pasto sem aproveitar.',
      },
    },
  },
  {
    kind: 'expertTip',
    contexts: ['lowForage'],
    texts: {
      es_AR: {
        title: 'La biomasa satelital se calibra con el potrero',
        body: 'La relación entre el índice verde (NDVI) y los kilos de materia seca cambia con la especie, los días de rebrote y la fertilización: no hay una fórmula única que sirva para todos los potreros.\n\nCortá y pesá algunas muestras en tus propios potreros y comparalas con lo que muestra el satélite. Con esos datos locales la estimación mejora mucho.',
      },
      en_US: {
        title: 'Satellite biomass is calibrated in the paddock',
        body: 'The relation between the green index (NDVI) and kilograms of dry matter changes with the species, the days of regrowth and the fertilisation: no single formula fits every paddock.\n\nCut and weigh a few samples in your own paddocks and compare them with what the satellite shows. With those local figures the estimate improves a lot.',
      },
      pt_BR: {
        title: 'A biomassa por satélite se calibra no piquete',
        body: 'A relação entre o índice verde (NDVI) e os quilos de matéria seca muda com a espécie, os dias de rebrota e a adubação: não existe uma fórmula única que sirva para todos os piquetes.\n\nCorte e pese algumas amostras nos seus próprios piquetes e compare com o que o satélite mostra. Com esses dados locais a estimativa melhora muito.',
      },
    },
  },
  {
    kind: 'managementTip',
    contexts: ['calvingSeason'],
    texts: {
      es_AR: {
        title: 'Parición: seguí la rumia de cada vaca',
        body: 'Cerca del parto la rumia cae mucho, alrededor de un 70 %. Una baja de 30 a 50 minutos por día respecto de lo habitual de la propia vaca ya es una señal a tener en cuenta.\n\nEn Comportamiento animal compará cada vaca con su propia línea de base de los últimos días y recorré primero las que se apartan.',
      },
      en_US: {
        title: 'Calving: follow each cow’s rumination',
        body: 'Close to calving, rumination drops sharply, by about 70 %. A drop of 30 to 50 minutes a day from the cow’s own usual level is already a sign to heed.\n\nIn Animal behaviour, compare each cow with her own baseline of the last days and check first the ones that stray from it.',
      },
      pt_BR: {
        title: 'Parição: acompanhe a ruminação de cada vaca',
        body: 'Perto do parto a ruminação cai muito, cerca de 70 %. Uma queda de 30 a 50 minutos por dia em relação ao habitual da própria vaca já é um sinal a considerar.\n\nEm Comportamento animal compare cada vaca com a sua própria linha de base dos últimos dias e percorra primeiro as que se afastam dela.',
      },
    },
  },
];
