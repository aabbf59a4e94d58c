// Vehicle table of the seed: makes, models (several models separated by '|' share one body), generations (Start/End
// Year) and cab styles. Codes build the enclosure SKUs ('VS-CHEV-SILV-1419-12'); none starts with 'L' so that an
// empty enclosure sku never reads as a loaded one ('VS-L...').

export interface VehicleModelSeed {
  /** Model text as stored in properties.Model, e.g. 'F-150|F-250'. */
  model: string;
  code: string;
  /** [start, end]; end null = open-ended ("and up"). */
  generations: Array<[number, number | null]>;
  trims: string[];
  truck: boolean;
}

export interface VehicleMakeSeed {
  make: string;
  code: string;
  models: VehicleModelSeed[];
}

const CAB = ['Crew Cab', 'Extended Cab', 'Regular Cab'];
const CAR = [''];
const SUV = [''];

const m = (
  model: string,
  code: string,
  generations: Array<[number, number | null]>,
  trims: string[],
  truck = false,
): VehicleModelSeed => ({
  model,
  code,
  generations,
  trims,
  truck,
});

export const VEHICLES: VehicleMakeSeed[] = [
  {
    make: 'Chevrolet',
    code: 'CHEV',
    models: [
      m(
        'Silverado 1500',
        'SILV',
        [
          [1999, 2006],
          [2007, 2013],
          [2014, 2019],
          [2019, 2024],
        ],
        CAB,
        true,
      ),
      m(
        'Silverado 2500HD|Silverado 3500HD',
        'SLHD',
        [
          [2015, 2019],
          [2020, 2024],
        ],
        CAB,
        true,
      ),
      m('Colorado', 'COLO', [[2015, 2022]], CAB, true),
      m('Tahoe|Suburban', 'TAHO', [[2015, 2020]], SUV),
      m(
        'Camaro',
        'CAMA',
        [
          [2010, 2015],
          [2016, 2024],
        ],
        CAR,
      ),
    ],
  },
  {
    make: 'GMC',
    code: 'GMC',
    models: [
      m(
        'Sierra 1500',
        'SIER',
        [
          [2014, 2018],
          [2019, 2024],
        ],
        CAB,
        true,
      ),
      m('Sierra 2500HD|Sierra 3500HD', 'SIHD', [[2020, 2024]], CAB, true),
      m('Canyon', 'CANY', [[2015, 2022]], CAB, true),
      m('Yukon|Yukon XL', 'YUKN', [[2015, 2020]], SUV),
    ],
  },
  {
    make: 'Ford',
    code: 'FORD',
    models: [
      m('F-150|F-250', 'F1F2', [[1997, 2003]], CAB, true),
      m(
        'F-150',
        'F150',
        [
          [2004, 2008],
          [2009, 2014],
          [2015, 2020],
          [2021, 2024],
        ],
        CAB,
        true,
      ),
      m('F-250|F-350', 'SDTY', [[2017, 2022]], CAB, true),
      m('Ranger', 'RANG', [[2019, 2024]], CAB, true),
      m('Mustang', 'MUST', [[2015, 2023]], CAR),
      m('Expedition', 'EXPD', [[2018, 2024]], SUV),
      m('Bronco', 'BRON', [[2021, 2024]], SUV),
    ],
  },
  {
    make: 'Ram',
    code: 'RAM',
    models: [
      m(
        '1500',
        '1500',
        [
          [2009, 2018],
          [2019, 2024],
        ],
        CAB,
        true,
      ),
      m(
        '2500|3500',
        '2535',
        [
          [2010, 2018],
          [2019, 2024],
        ],
        CAB,
        true,
      ),
    ],
  },
  {
    make: 'Toyota',
    code: 'TOYO',
    models: [
      m(
        'Tacoma',
        'TACO',
        [
          [2005, 2015],
          [2016, 2023],
        ],
        CAB,
        true,
      ),
      m(
        'Tundra',
        'TUND',
        [
          [2007, 2021],
          [2022, 2024],
        ],
        CAB,
        true,
      ),
      m('4Runner', '4RUN', [[2010, 2024]], SUV),
      m('Camry', 'CAMR', [[2018, 2024]], CAR),
    ],
  },
  {
    make: 'Nissan',
    code: 'NISS',
    models: [
      m(
        'Frontier',
        'FRON',
        [
          [2005, 2021],
          [2022, 2024],
        ],
        CAB,
        true,
      ),
      m(
        'Titan',
        'TITN',
        [
          [2004, 2015],
          [2016, 2024],
        ],
        CAB,
        true,
      ),
    ],
  },
  {
    make: 'Jeep',
    code: 'JEEP',
    models: [
      m('Wrangler JK|Wrangler JK Unlimited', 'WRJK', [[2007, 2018]], SUV),
      m('Wrangler JL', 'WRJL', [[2018, 2024]], SUV),
      m('Gladiator', 'GLAD', [[2020, 2024]], ['Crew Cab'], true),
      m('Grand Cherokee', 'GRCH', [[2011, 2021]], SUV),
    ],
  },
  {
    make: 'Dodge',
    code: 'DODG',
    models: [
      m('Challenger', 'CHAL', [[2008, 2023]], CAR),
      m('Charger', 'CHRG', [[2011, 2023]], CAR),
      m('Durango', 'DURA', [[2011, 2024]], SUV),
    ],
  },
  {
    make: 'Honda',
    code: 'HOND',
    models: [
      m('Civic', 'CIVC', [[2016, 2021]], CAR),
      m('Accord', 'ACCD', [[2018, 2022]], CAR),
      m('Ridgeline', 'RIDG', [[2017, 2024]], ['Crew Cab'], true),
    ],
  },
  {
    make: 'Subaru',
    code: 'SUBA',
    models: [m('WRX', 'WRX', [[2015, 2021]], CAR), m('Outback', 'OUTB', [[2020, 2024]], SUV)],
  },
  {
    make: 'Chrysler',
    code: 'CHRY',
    models: [m('300', '300', [[2011, 2023]], CAR), m('Pacifica', 'PACI', [[2017, 2024]], SUV)],
  },
  {
    make: 'Cadillac',
    code: 'CADI',
    models: [m('Escalade|Escalade ESV', 'ESCA', [[2015, 2020]], SUV)],
  },
  {
    make: 'Hyundai',
    code: 'HYUN',
    models: [m('Sonata', 'SONA', [[2015, 2019]], CAR), m('Elantra', 'ELAN', [[2017, 2020]], CAR)],
  },
  {
    make: 'Kia',
    code: 'KIA',
    models: [m('Optima', 'OPTI', [[2016, 2020]], CAR), m('Stinger', 'STNG', [[2018, 2023]], CAR)],
  },
  {
    make: 'Volkswagen',
    code: 'VW',
    models: [m('Jetta', 'JETT', [[2019, 2024]], CAR), m('Atlas', 'ATLS', [[2018, 2024]], SUV)],
  },
  {
    make: 'Tesla',
    code: 'TSLA',
    models: [m('Model 3', 'MOD3', [[2017, 2023]], CAR), m('Model Y', 'MODY', [[2020, 2024]], SUV)],
  },
];
